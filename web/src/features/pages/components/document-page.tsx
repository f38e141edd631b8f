// Long-form content page (help centre, terms, privacy, legal notice): title, summary, sections.
// Styled at build time (document-page.styles.ts): these pages hydrate without Chakra's runtime.
import type { ReactNode } from 'react';
import { heading } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './document-page.styles';

export type DocumentSection = { id: string; title: string; content: ReactNode };

type Props = {
  title: string;
  intro?: ReactNode;
  updatedAt?: string;
  sections: DocumentSection[];
  children?: ReactNode;
};

export function DocumentPage({ title, intro, updatedAt, sections, children }: Props) {
  return (
    <div className={s.page}>
      <div className={s.head}>
        <h1 className={heading({ size: '3xl' })}>{title}</h1>
        {intro && <div className={s.intro}>{intro}</div>}
        {updatedAt && <p className={s.updated}>Dernière mise à jour : {updatedAt}</p>}
      </div>
      <nav aria-labelledby="sommaire" className={s.summary}>
        <h2 id="sommaire" className={cx(heading({ size: 'md' }), s.summaryTitle)}>
          Sommaire
        </h2>
        <ol className={s.summaryList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titre`}
          className={s.section}
        >
          <h2 id={`${section.id}-titre`} className={cx(heading({ size: 'xl' }), s.sectionTitle)}>
            {section.title}
          </h2>
          <div className={s.prose}>{section.content}</div>
        </section>
      ))}
      {children}
    </div>
  );
}
