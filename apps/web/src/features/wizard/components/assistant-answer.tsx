import { Code, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** `**bold**` and `code` inside a line; everything else is plain text (React escapes it: no raw HTML). */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|`[^`]+`)/g).map((piece, index) => {
    const key = `${index}-${piece}`;
    if (piece.startsWith('**') && piece.endsWith('**') && piece.length > 4) {
      return <strong key={key}>{piece.slice(2, -2)}</strong>;
    }
    if (piece.startsWith('`') && piece.endsWith('`') && piece.length > 2) {
      return <Code key={key}>{piece.slice(1, -1)}</Code>;
    }
    return piece;
  });
}

/** The assistant's Markdown-ish answer, kept simple: paragraphs, bullet lists, bold, code. */
export function AssistantAnswer({ text }: { text: string }) {
  const blocks = text.split(/\n{2,}/).filter((block) => block.trim() !== '');
  return (
    <Stack gap="xs">
      {blocks.map((block, index) => {
        const lines = block.split('\n');
        const key = `${index}-${block.slice(0, 20)}`;
        if (lines.every((line) => /^\s*([-*]|\d+\.)\s+/.test(line))) {
          return (
            <List key={key} size="sm" type={/^\s*\d+\./.test(lines[0] ?? '') ? 'ordered' : 'unordered'}>
              {lines.map((line, lineIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rendered text; lines only ever grow at the end.
                <List.Item key={`${lineIndex}-${line}`}>
                  {inline(line.replace(/^\s*([-*]|\d+\.)\s+/, ''))}
                </List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {inline(block.replace(/^#+\s*/gm, ''))}
          </Text>
        );
      })}
    </Stack>
  );
}
