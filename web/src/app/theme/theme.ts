import { createTheme } from '@mui/material/styles';
import { dataDisplayCustomizations } from './components/data-display';
import { feedbackCustomizations } from './components/feedback';
import { inputsCustomizations } from './components/inputs';
import { navigationCustomizations } from './components/navigation';
import { surfacesCustomizations } from './components/surfaces';
import { palette } from './palette';
import { typography } from './typography';

/** The one theme: primitives plus per-category component customizations. */
export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 8 },
  components: {
    ...inputsCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
    ...dataDisplayCustomizations,
    ...feedbackCustomizations,
  },
});
