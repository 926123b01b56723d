import { List, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

/**
 * The no-match explanation's HTML (docs/spec/pump-selection-spec.md §3) rendered as React elements, keeping only
 * paragraphs, lists, emphasis and line breaks: the text quotes catalogue names an admin imported, so it is never
 * inserted as raw HTML.
 */
export function SuggestionHtml({ html }: { html: string }) {
  const nodes = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes).map((node, index) => toReact(node, index));
  }, [html]);
  return <div>{nodes}</div>;
}

function children(node: Node): ReactNode[] {
  return Array.from(node.childNodes).map((child, index) => toReact(child, index));
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    return node.textContent;
  }
  if (!(node instanceof Element)) {
    return null;
  }
  switch (node.tagName.toLowerCase()) {
    case 'p':
      return (
        <Text key={key} size="sm" mb={4}>
          {children(node)}
        </Text>
      );
    case 'ul':
    case 'ol':
      return (
        <List key={key} size="sm" type={node.tagName.toLowerCase() === 'ol' ? 'ordered' : 'unordered'} mb={4}>
          {children(node)}
        </List>
      );
    case 'li':
      return <List.Item key={key}>{children(node)}</List.Item>;
    case 'strong':
    case 'b':
      return <strong key={key}>{children(node)}</strong>;
    case 'em':
    case 'i':
      return <em key={key}>{children(node)}</em>;
    case 'br':
      return <br key={key} />;
    case 'script':
    case 'style':
      return null;
    default:
      // Any other element keeps its text only.
      return <span key={key}>{children(node)}</span>;
  }
}
