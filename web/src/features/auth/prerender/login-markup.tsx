import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { theme } from '../../../app/theme/theme';
import { StaticMarkupContext } from '../../../components/form/static-markup';
import { LoginScreen } from '../login-screen';

/**
 * MUI marks the focused field with a class its script sets; until the app takes over, CSS shows it.
 */
const STATIC_FOCUS = (theme: Theme) => ({
  '[data-static-form] .MuiFormControl-root:focus-within': {
    '.MuiInputLabel-root': { color: theme.palette.primary.main },
    '.MuiOutlinedInput-notchedOutline': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  },
});

/**
 * The login screen as HTML, rendered at build time into `login.html` (see `web/prerender-login.ts`). The
 * same providers as the app's (`AppProviders`, less the toast region, which starts empty), so the markup
 * and its class names are the ones the app renders when it takes the page over. Emotion, rendering with its
 * default cache outside a browser, puts each style in a `<style data-emotion>` beside the markup; the
 * app's cache moves those into the head and reuses them.
 */
export function renderLoginMarkup(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <GlobalStyles styles={STATIC_FOCUS} />
        <StaticMarkupContext value>
          <LoginScreen />
        </StaticMarkupContext>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
