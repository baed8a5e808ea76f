// The view follows its host (ext-apps host context): the host's light or dark theme,
// its colours, fonts and corner radius (its standard style variables, in place of the
// site's own where the host gives one), and the room the host gives the view
// (containerDimensions, as the MCP Apps specification asks a view to apply them).
import { applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';

/**
 * The site's style variables (site/styles/global.css) and the host variable that takes each
 * one's place. A variable the host does not give keeps the site's value, which follows the
 * host's theme through light-dark().
 */
const SITE_FROM_HOST: Record<string, string> = {
  '--bg': '--color-background-primary',
  '--panel': '--color-background-secondary',
  '--fg': '--color-text-primary',
  '--muted': '--color-text-secondary',
  '--line': '--color-border-primary',
  '--accent': '--color-text-info',
  // Text on the accent (a chosen tab, the primary button) is the page's background colour.
  '--accent-fg': '--color-background-primary',
  '--ok': '--color-text-success',
  '--warn': '--color-text-warning',
  '--err': '--color-text-danger',
  '--focus': '--color-ring-primary',
  '--radius': '--border-radius-lg',
  '--sans': '--font-sans',
  '--mono': '--font-mono',
  '--text-size': '--font-text-md-size',
};

type Dimensions = NonNullable<McpUiHostContext['containerDimensions']>;

/**
 * A fixed height or width fills the container; a maximum bounds the document, so the size the
 * App reports (autoResize measures the root element) never exceeds it and the rest scrolls.
 */
function fit(d: Dimensions): void {
  const root = document.documentElement.style;
  const height = 'height' in d ? d.height : undefined;
  const maxHeight = 'maxHeight' in d ? d.maxHeight : undefined;
  root.height = typeof height === 'number' ? '100vh' : '';
  root.maxHeight = typeof height !== 'number' && typeof maxHeight === 'number' ? `${maxHeight}px` : '';
  const width = 'width' in d ? d.width : undefined;
  const maxWidth = 'maxWidth' in d ? d.maxWidth : undefined;
  root.width = typeof width === 'number' ? '100vw' : '';
  root.maxWidth = typeof width !== 'number' && typeof maxWidth === 'number' ? `${maxWidth}px` : '';
}

/**
 * Applies what the host's context says (the whole context after connecting, then each change).
 * The host's font files (`styles.css.fonts`) are not loaded: the view's CSP admits no style
 * and no font from outside the document, so a font the host names is used where the device has it.
 */
export function followHost(context: McpUiHostContext | undefined): void {
  if (!context) return;
  if (context.theme) applyDocumentTheme(context.theme);
  const variables = context.styles?.variables;
  if (variables) {
    applyHostStyleVariables(variables);
    const root = document.documentElement.style;
    for (const [site, host] of Object.entries(SITE_FROM_HOST)) {
      const value = (variables as Record<string, string | undefined>)[host];
      if (value) root.setProperty(site, value);
    }
  }
  if (context.containerDimensions) fit(context.containerDimensions);
}
