// Product description: plain text from the database, paragraphs split on blank lines.
import { heading } from '@/ui/recipes';
import s from './product-description.styles';

export function ProductDescription({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section aria-labelledby="description-title" className={s.section}>
      <h2 id="description-title" className={heading({ size: 'lg' })}>
        Description
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={s.paragraph}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
