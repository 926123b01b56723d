// Reads a Dockerfile into stages of instructions: enough of the format (comments, `\` line continuations, `ARG`
// defaults in `FROM`, `AS` names, `--flag=value` options, JSON or shell form) for the image check to replay
// the runtime stage without a Docker engine. The format: https://docs.docker.com/reference/dockerfile/

export interface Instruction {
  keyword: string;
  /** `--from=build` and the like, without the dashes. */
  flags: Record<string, string>;
  /** The words after the flags: JSON form taken as is, shell form split on white space. */
  args: string[];
  /** The text after the keyword, continuations joined: what a shell-form `RUN` or `CMD` runs. */
  text: string;
  line: number;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

export function parseDockerfile(source: string): Stage[] {
  const stages: Stage[] = [];
  const globalArgs = new Map<string, string>();
  for (const { text: raw, line } of logicalLines(source)) {
    const match = /^(\S+)\s*(.*)$/s.exec(raw);
    if (!match) {
      continue;
    }
    const keyword = (match[1] ?? '').toUpperCase();
    const rest = match[2] ?? '';
    const { flags, remainder } = takeFlags(rest);
    const args = commandWords(remainder);
    if (keyword === 'FROM') {
      const image = substitute(args[0] ?? '', globalArgs);
      const alias = args[1]?.toUpperCase() === 'AS' ? args[2] : undefined;
      stages.push({ name: alias ?? String(stages.length), from: image, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) {
      if (keyword === 'ARG') {
        const [name, value = ''] = (args[0] ?? '').split(/=(.*)/s);
        globalArgs.set(name ?? '', value);
        continue;
      }
      throw new Error(`Dockerfile line ${line}: ${keyword} before the first FROM`);
    }
    stage.instructions.push({ keyword, flags, args, text: remainder, line });
  }
  return stages;
}

/** Joins `\`-continued lines and drops comments, blank lines and parser directives; keeps each start line. */
function logicalLines(source: string): { text: string; line: number }[] {
  const lines = source.split(/\r?\n/);
  const result: { text: string; line: number }[] = [];
  let current: { text: string; line: number } | undefined;
  lines.forEach((rawLine, index) => {
    const trimmed = rawLine.trim();
    if (trimmed.startsWith('#') || (!current && trimmed === '')) {
      return; // a comment, also inside a continued instruction (the format allows it there)
    }
    const continues = trimmed.endsWith('\\');
    const piece = continues ? trimmed.slice(0, -1).trim() : trimmed;
    current = current
      ? { ...current, text: `${current.text} ${piece}`.trim() }
      : { text: piece, line: index + 1 };
    if (!continues) {
      result.push(current);
      current = undefined;
    }
  });
  if (current) {
    result.push(current);
  }
  return result;
}

function takeFlags(text: string): { flags: Record<string, string>; remainder: string } {
  const flags: Record<string, string> = {};
  let remainder = text;
  for (;;) {
    const flag = /^--([a-z-]+)(?:=(\S*))?\s*/.exec(remainder);
    if (!flag) {
      return { flags, remainder };
    }
    flags[flag[1] ?? ''] = flag[2] ?? 'true';
    remainder = remainder.slice(flag[0].length);
  }
}

export function commandWords(text: string): string[] {
  if (text.startsWith('[')) {
    try {
      const json: unknown = JSON.parse(text);
      if (Array.isArray(json) && json.every((item) => typeof item === 'string')) {
        return json;
      }
    } catch {
      // not JSON after all: the shell form, as Docker reads it too
    }
  }
  return text.split(/\s+/).filter(Boolean);
}

function substitute(text: string, args: Map<string, string>): string {
  return text.replace(
    /\$\{(\w+)\}|\$(\w+)/g,
    (_whole, braced: string, bare: string) => args.get(braced ?? bare) ?? '',
  );
}
