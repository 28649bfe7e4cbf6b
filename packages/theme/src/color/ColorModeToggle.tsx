import { useStrings } from '../i18n/useStrings';
import { Icon } from '../icons';
import { useColorMode } from './useColorMode';

/** The dark/light switch. Both icons are in the HTML; CSS shows the one of the mode in effect. */
export function ColorModeToggle() {
  const t = useStrings();
  const [mode, setMode] = useColorMode();
  const current =
    mode === 'dark' ? t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode') : mode === 'light' ? t('theme.colorToggle.ariaLabel.mode.light', 'light mode') : null;
  const label = current
    ? t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', { mode: current })
    : t('theme.colorToggle.label', 'Switch between dark and light mode');
  return (
    <button
      type="button"
      className="voce-iconbtn voce-colormode"
      data-mode={mode ?? undefined}
      aria-label={label}
      title={label}
      onClick={() => {
        const now = mode ?? (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
        setMode(now === 'dark' ? 'light' : 'dark');
      }}
    >
      <Icon name="sun" className="voce-colormode__light" />
      <Icon name="moon" className="voce-colormode__dark" />
    </button>
  );
}
