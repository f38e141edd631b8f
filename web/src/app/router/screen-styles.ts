// The client screens' stylesheet (web/scripts/static-css-entry.ts, SCREEN_SHEET): imported on its
// own by lazy-page.ts's screenPage, so Vite loads it as a <link> before the screen renders when a
// visitor reaches the screen from another page. A shell served by the storefront function inlines
// it (style[data-screen-css]) and this module is then never fetched.
import 'virtual:screen-styles.css';
