// The client-rendered screens a shopper reaches (cart, sign-in, sign-up, account, checkout,
// comparison) get a shell: the page frame, the screen's title and form or skeleton, hydrated in
// the browser. They hold nothing personal (a cart, a session, an order are only known in the
// browser): the storefront function renders each with the shop's settings (the footer's credit
// wording) and the CDN keeps it like any page, the same for everyone (docs/performance.md,
// "Client screens paint from their HTML").
import { documentTitle, ROUTES } from '../routes';
import { routeDescription } from '../route-descriptions';
import { escapeHtml } from '../seo-pages';

export type ClientShell = {
  /** Its route's name (ROUTES). */
  route: string;
  /** The path the shell is rendered at (a parameterised screen: any value of its parameter). */
  renderPath: string;
  title: string;
  description: string;
  /** Personal screens stay out of search results. */
  noindex: boolean;
};

const shell = (
  route: { path: string; title: string; name: string },
  noindex = true,
): ClientShell => ({
  route: route.name,
  renderPath: route.path,
  title: route.title,
  description: routeDescription(route),
  noindex,
});

/** The order of one customer's order: rendered at a stand-in id (its shell shows no order). */
const ORDER_DETAILS_RENDER_PATH = ROUTES.USER_ORDER_DETAILS.path.replace(':order_id', 'commande');

export const CLIENT_SHELLS: readonly ClientShell[] = [
  shell(ROUTES.USER_LOGIN),
  shell(ROUTES.USER_SIGNUP),
  shell(ROUTES.CART),
  shell(ROUTES.CART_PAYMENT),
  shell(ROUTES.ORDER_CONFIRMED),
  shell(ROUTES.COMPARE),
  shell(ROUTES.STOCK_ALERT),
  shell(ROUTES.USER_ACCOUNT),
  shell(ROUTES.USER_INFORMATION),
  shell(ROUTES.USER_ORDERS),
  { ...shell(ROUTES.USER_ORDER_DETAILS), renderPath: ORDER_DETAILS_RENDER_PATH },
];

/** The built index.html with the shell's title, description and, for personal screens, noindex. */
export function shellHead(template: string, shell: ClientShell): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(shell.description)}" />`,
    ...(shell.noindex ? ['<meta name="robots" content="noindex" />'] : []),
  ].join('\n    ');
  return template
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(documentTitle(shell.title))}</title>`,
    )
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    .replace('</title>', () => `</title>\n    ${tags}`);
}
