import type { ReactNode } from 'react';
import styles from '../promotions.module.css';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Parses the promotions' small markup: "## " headings, "- " list items, blank lines between paragraphs. */
export function parseRichContent(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ kind: 'heading', text: line.slice(3) });
        continue;
      }
      if (line.startsWith('- ')) {
        flush();
        const last = blocks[blocks.length - 1];
        if (last?.kind === 'list') last.items.push(line.slice(2));
        else blocks.push({ kind: 'list', items: [line.slice(2)] });
        continue;
      }
      paragraph.push(line);
    }
    flush();
  }
  return blocks;
}

/** Renders promotion content as React elements only: operator text can never inject markup. */
export function RichContent({ source }: { source: string }) {
  const nodes: ReactNode[] = parseRichContent(source).map((block, index) => {
    if (block.kind === 'heading')
      return (
        <h3 key={index} className={styles.contentHeading}>
          {block.text}
        </h3>
      );
    if (block.kind === 'list')
      return (
        <ul key={index} className={styles.contentList}>
          {block.items.map((item, at) => (
            <li key={at}>{item}</li>
          ))}
        </ul>
      );
    return (
      <p key={index} className={styles.contentParagraph}>
        {block.text}
      </p>
    );
  });
  return <div className={styles.content}>{nodes}</div>;
}
