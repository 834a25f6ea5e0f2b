import styles from './content-text.module.css';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Operator-written text in the content format (modules/content/README.md on the server):
 * blocks separated by a blank line; a block starting with "## " is a heading, a block of
 * "- " lines a list, anything else a paragraph. Rendered as text, never as HTML.
 */
export function parseContentText(text: string): Block[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .flatMap((block): Block[] => {
      const lines = block.split('\n');
      if (lines.every((line) => line.trimStart().startsWith('- ')))
        return [{ kind: 'list', items: lines.map((line) => line.trimStart().slice(2).trim()) }];
      if (block.startsWith('## ')) {
        const [heading, ...rest] = lines;
        const tail: Block[] = rest.length > 0 ? [{ kind: 'paragraph', text: rest.join('\n') }] : [];
        return [{ kind: 'heading', text: heading!.slice(3).trim() }, ...tail];
      }
      return [{ kind: 'paragraph', text: block }];
    });
}

export function ContentText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `${styles.text} ${className}` : styles.text}>
      {parseContentText(text).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h2 key={index} className={styles.heading}>
              {block.text}
            </h2>
          );
        if (block.kind === 'list')
          return (
            <ul key={index} className={styles.list}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return (
          <p key={index} className={styles.paragraph}>
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
