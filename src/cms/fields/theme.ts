export { THEME_NAMES as THEMES } from '../../domain/content/chrome-layout'
