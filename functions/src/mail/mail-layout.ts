// An e-mail is a subject and a few blocks; this module turns them into the HTML and the plain
// text parts, so both always say the same thing.
// The HTML is accessible (European Accessibility Act: the shop's e-mails are part of the service):
// French declared, a title, the subject as the one <h1> over <h2> sections, label cells as row
// headers, and no image (an image added later needs an alt: functions/test/mail-accessibility).

export type MailBlock =
  | { type: 'p'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'table'; rows: [string, string][] }
  /** A button-like link; the plain text part gives the address in full. */
  | { type: 'link'; text: string; url: string };

export type MailContent = { subject: string; blocks: MailBlock[] };
export type RenderedMail = { subject: string; text: string; html: string };

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function blockText(block: MailBlock): string {
  switch (block.type) {
    case 'p':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table':
      return block.rows.map(([label, value]) => `${label} : ${value}`).join('\n');
    case 'link':
      return `${block.text} :\n${block.url}`;
  }
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top';
const LABEL = `${CELL};text-align:left;font-weight:normal;color:#555`;

function blockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'p':
      return `<p style="margin:0 0 12px">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(block.text)}</h2>`;
    case 'list':
      return `<ul style="margin:0 0 12px;padding-left:20px">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'table':
      return `<table style="border-collapse:collapse;margin:0 0 12px">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="${LABEL}">${escapeHtml(label)}</th><td style="${CELL};font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:0 0 12px"><a href="${escapeHtml(block.url)}" style="display:inline-block;padding:10px 16px;background:#1a1a1a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(block.text)}</a></p>`;
  }
}

export function renderMail(content: MailContent, signature: string): RenderedMail {
  const text = [...content.blocks.map(blockText), signature].join('\n\n') + '\n';
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1a1a1a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(content.subject)}</h1>
${content.blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;color:#555">${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}
