import { useMemo } from 'react';
import { encode } from 'uqr';

interface QrCodeProps {
  value: string;
  /** What the code holds, for a screen reader (the picture itself says nothing). */
  label: string;
  size?: number;
}

/**
 * `value` as a QR code drawn with React elements from uqr's module matrix (no SVG string, so no
 * dangerouslySetInnerHTML): one path of 1×1 squares, black on white whatever the colour scheme, as scanners need.
 */
export function QrCode({ value, label, size = 200 }: QrCodeProps) {
  const { path, width } = useMemo(() => {
    // M: survives a smudged or glare-lit screen; border 4 is the quiet zone ISO/IEC 18004 asks for.
    const { data, size: modules } = encode(value, { ecc: 'M', border: 4 });
    const squares: string[] = [];
    data.forEach((row, y) => {
      row.forEach((isDark, x) => {
        if (isDark) {
          squares.push(`M${x} ${y}h1v1h-1z`);
        }
      });
    });
    return { path: squares.join(''), width: modules };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      <rect width={width} height={width} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
