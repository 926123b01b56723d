import ballValveUrl from '../../../assets/carousel/ball-valve.svg';
import centrifugalPumpUrl from '../../../assets/carousel/centrifugal-pump.svg';
import gateValveUrl from '../../../assets/carousel/gate-valve.svg';
import inlinePumpUrl from '../../../assets/carousel/inline-pump.svg';
import pistonCompressorUrl from '../../../assets/carousel/piston-compressor.svg';
import screwCompressorUrl from '../../../assets/carousel/screw-compressor.svg';

export interface CarouselSlideContent {
  title: string;
  /** The part the card opens (and that a search for the card's title finds). */
  partSlug: string;
  caption: string;
  imageUrl: string;
  imageAlt: string;
}

// docs/spec/marketplace-spec.md §1 — the home carousel shows pumps, compressors and valves.
export const CAROUSEL_SLIDES: readonly CarouselSlideContent[] = [
  {
    title: 'Centrifugal pumps',
    partSlug: 'pump',
    caption: 'End-suction pumps sized to your flow and head in seconds.',
    imageUrl: centrifugalPumpUrl,
    imageAlt: 'End-suction centrifugal pump with its motor on a baseplate',
  },
  {
    title: 'Piston compressors',
    partSlug: 'compressor',
    caption: 'Reciprocating air compressors with receiver tanks.',
    imageUrl: pistonCompressorUrl,
    imageAlt: 'Two-cylinder piston compressor mounted on an air receiver',
  },
  {
    title: 'Gate valves',
    partSlug: 'valve',
    caption: 'Full-bore isolation valves for every pipe class.',
    imageUrl: gateValveUrl,
    imageAlt: 'Flanged gate valve with a handwheel',
  },
  {
    title: 'Inline pumps',
    partSlug: 'pump',
    caption: 'Vertical inline pumps that fit straight into the pipe run.',
    imageUrl: inlinePumpUrl,
    imageAlt: 'Vertical inline pump with its motor above the pipe',
  },
  {
    title: 'Rotary screw compressors',
    partSlug: 'compressor',
    caption: 'Enclosed screw compressors for continuous duty.',
    imageUrl: screwCompressorUrl,
    imageAlt: 'Enclosed rotary screw compressor with a control panel',
  },
  {
    title: 'Ball valves',
    partSlug: 'valve',
    caption: 'Quarter-turn shut-off valves with lever handles.',
    imageUrl: ballValveUrl,
    imageAlt: 'Flanged ball valve with a lever handle',
  },
];
