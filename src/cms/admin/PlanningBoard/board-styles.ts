/**
 * The planning board's layout: a grid of day columns that scrolls sideways inside its box (the unit
 * column stays put), so 14 days read on a 1280 px screen and scroll on a 768 px tablet.
 */
export const BOARD_CSS = `
.board-scroll { overflow-x: auto; border: 1px solid var(--theme-elevation-150); border-radius: 4px; margin: 1rem 0; }
.board { --board-head: 8.5rem; --board-day: minmax(5rem, 1fr); min-width: calc(8.5rem + var(--board-days) * 5rem); }
.board-row { display: grid; grid-template-columns: var(--board-head) repeat(var(--board-days), var(--board-day));
  border-bottom: 1px solid var(--theme-elevation-150); position: relative; }
.board-row:last-child { border-bottom: 0; }
.board-head { position: sticky; left: 0; z-index: 2; grid-column: 1; display: flex; flex-direction: column;
  justify-content: center; gap: 0.1rem; padding: 0.3rem 0.6rem; line-height: 1.2; background: var(--theme-elevation-50);
  border-right: 1px solid var(--theme-elevation-200); }
.board-head small { color: var(--theme-elevation-600); font-size: 0.75rem; line-height: 1.2; }
.board-head .board-warn { color: var(--theme-error-500); font-weight: 600; }
.board-day { padding: 0.4rem 0.3rem; font-size: 0.8rem; font-weight: 600; text-align: center; white-space: nowrap; }
.board-cell { border-left: 1px solid var(--theme-elevation-100); }
.board-cell--weekend { background: var(--theme-elevation-50); }
.board-cell--today { background: var(--theme-success-50, var(--theme-elevation-100)); }
.board-bar { z-index: 1; align-self: center; margin: 0 2px; min-height: 2rem; padding: 0 0.45rem; overflow: hidden;
  white-space: nowrap; text-overflow: ellipsis; text-align: left; font: inherit; font-size: 0.8rem; line-height: 2rem;
  border-radius: 4px; border: 1px solid transparent; cursor: pointer; color: inherit; text-decoration: none; }
.board-bar:focus-visible { outline: 3px solid var(--theme-elevation-1000); outline-offset: 1px; z-index: 3; }
.board-bar--booking { background: var(--theme-success-150, #cde8d5); border-color: var(--theme-success-400, #4a9); }
.board-bar--requested { background: var(--theme-warning-100, #fdf0c8); border-style: dashed; }
.board-bar--arrives { background: var(--theme-elevation-100); border-color: var(--theme-elevation-400); }
.board-bar--block { background: repeating-linear-gradient(135deg, var(--theme-elevation-150) 0 6px,
  var(--theme-elevation-50) 6px 12px); border-color: var(--theme-elevation-400); }
.board-bar--cut-start { border-top-left-radius: 0; border-bottom-left-radius: 0; border-left-width: 3px; }
.board-bar--cut-end { border-top-right-radius: 0; border-bottom-right-radius: 0; border-right-width: 3px; }
.board-bar[data-draggable] { touch-action: none; user-select: none; -webkit-user-select: none;
  -webkit-touch-callout: none; cursor: grab; }
.board-bar--dragged { z-index: 4; cursor: grabbing; box-shadow: 0 6px 16px rgb(0 0 0 / 25%); }
.board-bar--pending { opacity: 0.65; cursor: progress; }
.board-row--drop { background: var(--theme-success-50, var(--theme-elevation-100));
  box-shadow: inset 0 0 0 2px var(--theme-success-500, #2a7); }
.board-hint { margin: 0.75rem 0 0; color: var(--theme-elevation-650); font-size: 0.85rem; }
.board-message { min-height: 1.5rem; margin: 0.5rem 0 0; }
.board-sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.board-nav { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.board-nav a, .board-nav .board-nav__button { padding: 0.4rem 0.8rem; border: 1px solid var(--theme-elevation-250); border-radius: 999px;
  color: inherit; text-decoration: none; }
.board-nav .board-nav__button { background: var(--theme-elevation-0); font: inherit; cursor: pointer; margin: 0; }
.board-block-form { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem 1rem; }
.board-block-form label { display: flex; flex-direction: column; gap: 0.25rem; font-weight: 600; }
.board-block-form :is(select, input, textarea) { font: inherit; font-weight: 400; padding: 0.45rem 0.5rem;
  border: 1px solid var(--theme-elevation-250); border-radius: 4px; background: var(--theme-input-bg, var(--theme-bg));
  color: var(--theme-text); min-height: 2.5rem; }
.board-block-form .board-block-form__wide { grid-column: 1 / -1; }
@media (max-width: 30rem) { .board-block-form { grid-template-columns: 1fr; } }
.board-legend { display: flex; flex-wrap: wrap; gap: 1rem; margin: 0; padding: 0; list-style: none; font-size: 0.85rem; }
.board-legend span { display: inline-block; width: 1.5rem; height: 0.9rem; margin-right: 0.35rem; vertical-align: middle;
  border-radius: 3px; border: 1px solid var(--theme-elevation-400); }
.board-dialog { width: min(34rem, 92vw); padding: 1.5rem; border: 1px solid var(--theme-elevation-250);
  border-radius: 6px; background: var(--theme-bg); color: var(--theme-text); }
.board-dialog::backdrop { background: rgb(0 0 0 / 40%); }
.board-dialog h2 { font-size: 1.25rem; margin: 0 0 1rem; }
.board-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.board-facts dt { color: var(--theme-elevation-600); }
.board-facts dd { margin: 0; }
.board-dialog__links { display: flex; justify-content: space-between; align-items: center; gap: 1rem; margin: 1rem 0 0; }
.board-day-view { margin-top: 2rem; }
.board-day-view h2 { font-size: 1.25rem; margin-bottom: 0.5rem; }
.board-moves { display: grid; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); gap: 1rem 2rem; }
.board-moves ol { margin: 0; padding: 0; list-style: none; }
.board-moves li { display: grid; grid-template-columns: 3.5rem 1fr; gap: 0.5rem; padding: 0.4rem 0;
  border-bottom: 1px solid var(--theme-elevation-150); }
.board-moves small { display: block; color: var(--theme-elevation-600); }
`
