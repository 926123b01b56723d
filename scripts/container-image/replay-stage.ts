// Lays out a Dockerfile stage's files in a folder the way `docker build` would inside the image, without an
// engine: `COPY` from the context (minus .dockerignore) and `COPY --from=<stage>` of that stage's build
// output. `RUN` is not a shell in an image here: `npm ci` is replayed in the folder, and every other command is
// reported as not replayed, with why, so the check never claims more than it did.

import { cp, mkdir, readdir, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { commandWords, type Instruction, type Stage } from './dockerfile.ts';
import { type IgnorePattern, isIgnored } from './dockerignore.ts';

/** The one image path the replay maps: the stage's WORKDIR, and where the build stage builds in the context. */
export const IMAGE_APP_DIR = '/app';

export interface StageReplay {
  env: Record<string, string>;
  /** `npm ci …` commands to run in the stage folder, as argument lists after `npm`. */
  installs: string[][];
  cmd: string[];
  healthcheck: string[] | undefined;
  /** One line per instruction: what was done, or why not. */
  log: string[];
}

export interface ReplayOptions {
  contextDir: string;
  stageDir: string;
  ignore: IgnorePattern[];
  /** Every stage, for `COPY --from`. */
  stages: Stage[];
}

export async function replayStage(stage: Stage, options: ReplayOptions): Promise<StageReplay> {
  const replay: StageReplay = { env: {}, installs: [], cmd: [], healthcheck: undefined, log: [] };
  let workdir: string | undefined;
  await mkdir(options.stageDir, { recursive: true });
  for (const instruction of stage.instructions) {
    const at = `line ${instruction.line} ${instruction.keyword}`;
    switch (instruction.keyword) {
      case 'WORKDIR':
        workdir = instruction.args[0];
        if (workdir !== IMAGE_APP_DIR) {
          throw new Error(`${at}: the replay maps ${IMAGE_APP_DIR} only, not ${workdir}`);
        }
        replay.log.push(`${at} ${workdir}: the stage folder`);
        break;
      case 'ENV':
        for (const pair of instruction.args) {
          const [name = '', value = ''] = pair.split(/=(.*)/s);
          replay.env[name] = value;
        }
        replay.log.push(`${at} ${instruction.args.join(' ')}`);
        break;
      case 'COPY':
        if (workdir !== IMAGE_APP_DIR) {
          throw new Error(`${at}: COPY before WORKDIR ${IMAGE_APP_DIR}`);
        }
        replay.log.push(`${at} ${await copyInto(instruction, options)}`);
        break;
      case 'RUN':
        for (const command of instruction.text.split('&&').map((part) => part.trim())) {
          const words = commandWords(command);
          if (words[0] === 'npm' && words[1] === 'ci') {
            replay.installs.push(words.slice(1));
            replay.log.push(`${at} ${command}: replayed in the stage folder`);
          } else {
            replay.log.push(
              `${at} ${command}: not replayed (it changes the image's system, not the app's files)`,
            );
          }
        }
        break;
      case 'CMD':
        replay.cmd = instruction.args;
        replay.log.push(`${at} ${instruction.args.join(' ')}: started below`);
        break;
      case 'HEALTHCHECK':
        replay.healthcheck = commandWords(instruction.text.replace(/^CMD\s+/i, ''));
        replay.log.push(`${at}: run below against the started server`);
        break;
      default:
        replay.log.push(`${at} ${instruction.text}: nothing to lay out`);
    }
  }
  if (!replay.cmd.length) {
    throw new Error(`stage ${stage.name} has no CMD to start`);
  }
  return replay;
}

/** Docker's COPY: a folder source copies what is in it; the destination is under WORKDIR unless absolute. */
async function copyInto(instruction: Instruction, options: ReplayOptions): Promise<string> {
  const sources = instruction.args.slice(0, -1);
  const destination = instruction.args.at(-1) ?? '';
  const target = join(
    options.stageDir,
    destination.startsWith('/') ? relativeToApp(destination) : destination,
  );
  const fromStage = instruction.flags.from;
  let files = 0;
  for (const source of sources) {
    const origin = fromStage ? buildOutputPath(fromStage, source, options) : join(options.contextDir, source);
    const originStat = await stat(origin).catch(() => undefined);
    if (!originStat) {
      throw new Error(
        `line ${instruction.line} COPY: ${source} does not exist${fromStage ? ' (build it first: npm run build:web)' : ''}`,
      );
    }
    const contextPath = relative(options.contextDir, origin).split(sep).join('/');
    if (!fromStage && isIgnored(contextPath, options.ignore)) {
      throw new Error(`line ${instruction.line} COPY: ${source} is left out of the context by .dockerignore`);
    }
    if (originStat.isDirectory()) {
      files += await copyFolder(origin, target, fromStage ? undefined : options);
    } else {
      const into = destination.endsWith('/') ? join(target, basename(origin)) : target;
      await cp(origin, into);
      files += 1;
    }
  }
  const from = fromStage ? ` (from stage ${fromStage})` : '';
  return `${sources.join(' ')} → ${destination}${from}: ${files} ${files === 1 ? 'file' : 'files'}`;
}

async function copyFolder(
  origin: string,
  target: string,
  context: ReplayOptions | undefined,
): Promise<number> {
  const entries = await readdir(origin, { recursive: true, withFileTypes: true });
  let files = 0;
  for (const entry of entries) {
    if (!entry.isFile()) {
      continue;
    }
    const path = join(entry.parentPath, entry.name);
    if (context && isIgnored(relative(context.contextDir, path).split(sep).join('/'), context.ignore)) {
      continue;
    }
    await cp(path, join(target, relative(origin, path)));
    files += 1;
  }
  return files;
}

// The build stage copies the context to /app and builds there, so its /app/<path> is the context's <path> once
// the same build has run in the context.
function buildOutputPath(stageName: string, source: string, options: ReplayOptions): string {
  const stage = options.stages.find((candidate) => candidate.name === stageName);
  const workdir = stage?.instructions.find((instruction) => instruction.keyword === 'WORKDIR')?.args[0];
  if (workdir !== IMAGE_APP_DIR || !source.startsWith(`${IMAGE_APP_DIR}/`)) {
    throw new Error(
      `COPY --from=${stageName} ${source}: the replay maps ${IMAGE_APP_DIR}/… of a stage that builds there`,
    );
  }
  return join(options.contextDir, relativeToApp(source));
}

function relativeToApp(imagePath: string): string {
  if (imagePath === IMAGE_APP_DIR || imagePath === `${IMAGE_APP_DIR}/`) {
    return '.';
  }
  if (!imagePath.startsWith(`${IMAGE_APP_DIR}/`)) {
    throw new Error(`${imagePath}: the replay maps ${IMAGE_APP_DIR}/… only`);
  }
  return imagePath.slice(IMAGE_APP_DIR.length + 1);
}
