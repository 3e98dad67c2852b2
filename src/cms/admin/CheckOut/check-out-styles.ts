/**
 * The check-out screen's layout: one column on a phone, the form beside the diagram from a tablet
 * held landscape up; touch targets at least 44 px (the agent and the renter use fingers).
 */
export const CHECK_OUT_CSS = `
.co { max-width: 72rem; }
.co h1 { font-size: 1.75rem; margin: 0.5rem 0 1rem; }
.co h2 { font-size: 1.3rem; margin: 1.5rem 0 0.75rem; }
.co-back { display: flex; gap: 1.5rem; flex-wrap: wrap; }
.co-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
.co-facts dt { color: var(--theme-elevation-600); }
.co-facts dd { margin: 0; }
.co-grid { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; }
@media (min-width: 1000px) { .co-grid { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); } }
.co-field { display: flex; flex-direction: column; gap: 0.35rem; margin-bottom: 1rem; }
.co-field > span, .co legend { font-weight: 600; }
.co input[type=number], .co select, .co textarea { min-height: 44px; font: inherit; padding: 0.4rem 0.6rem;
  border: 1px solid var(--theme-elevation-400); border-radius: 4px; background: var(--theme-input-bg, var(--theme-bg)); color: inherit; }
.co textarea { min-height: 4.5rem; resize: vertical; width: 100%; }
.co small { color: var(--theme-elevation-650, var(--theme-elevation-600)); }
.co fieldset { border: 0; padding: 0; margin: 0 0 1rem; min-width: 0; }
.co-fuel { display: flex; flex-wrap: wrap; gap: 0.35rem; margin-top: 0.35rem; }
.co-fuel label { position: relative; }
.co-fuel input { position: absolute; opacity: 0; width: 1px; height: 1px; }
.co-fuel span { display: inline-flex; align-items: center; justify-content: center; min-width: 44px; min-height: 44px;
  padding: 0 0.4rem; border: 1px solid var(--theme-elevation-400); border-radius: 4px; cursor: pointer; }
.co-fuel input:checked + span { background: var(--theme-elevation-1000); color: var(--theme-elevation-0); border-color: var(--theme-elevation-1000); }
.co-fuel input:focus-visible + span { outline: 3px solid var(--theme-success-500, #2a7); outline-offset: 2px; }
.co-check { display: flex; align-items: center; gap: 0.6rem; min-height: 44px; }
.co-check input { width: 1.4rem; height: 1.4rem; }
.co-diagram { display: flex; gap: 1rem; align-items: flex-start; flex-wrap: wrap; }
.co-diagram svg { width: 12rem; max-width: 45vw; height: auto; touch-action: manipulation; }
.co-zone { fill: var(--theme-elevation-50); stroke: var(--theme-elevation-500); stroke-width: 1.5; cursor: pointer; }
.co-zone:hover { fill: var(--theme-elevation-150); }
.co-zone:focus-visible { outline: none; stroke: var(--theme-success-500, #2a7); stroke-width: 4; }
.co-zone--marked { fill: var(--theme-error-100, #f8d7d7); }
.co-zone-label { font-size: 9px; pointer-events: none; fill: var(--theme-elevation-800); }
.co-zone-buttons { display: flex; flex-direction: column; gap: 0.5rem; }
.co-btn { min-height: 44px; margin: 0 !important; }
.co-damage { list-style: none; padding: 0; margin: 0; display: grid; gap: 1rem; }
.co-damage li { border: 1px solid var(--theme-elevation-250); border-radius: 6px; padding: 0.75rem; display: grid; gap: 0.5rem; }
.co-damage-head { display: flex; justify-content: space-between; align-items: center; gap: 0.5rem; font-weight: 600; }
.co-actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; margin-top: 1.5rem; }
.co-review { border: 2px solid var(--theme-elevation-400); border-radius: 8px; padding: 1rem 1.25rem; font-size: 1.05rem; }
.co-review h3 { font-size: 1.1rem; margin: 1rem 0 0.35rem; }
.co-review ul { margin: 0; padding-left: 1.2rem; }
.co-review .co-thumbs { padding: 0; }
.co-thumbs { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; margin: 0.5rem 0; }
.co-thumbs img { width: 9rem; height: auto; border: 1px solid var(--theme-elevation-300); border-radius: 4px; display: block; }
.co-thumbs figcaption { font-size: 0.8rem; max-width: 9rem; }
.co-pad { width: 100%; max-width: 40rem; aspect-ratio: 3 / 1; border: 2px dashed var(--theme-elevation-500);
  border-radius: 6px; background: #fff; touch-action: none; display: block; cursor: crosshair; }
/* The desk's refusal text, dark enough to read on the admin's light background (WCAG AA). */
.co p[role=alert] { color: var(--theme-error-750, #9b1c1c) !important; font-weight: 600; }
.co-pad:focus-visible { outline: 3px solid var(--theme-success-500, #2a7); outline-offset: 2px; }
.co-typed { display: grid; gap: 0.35rem; max-width: 40rem; margin-top: 0.75rem; }
.co-typed input { font-size: 1.05rem; padding: 0.5rem 0.75rem; border: 1px solid var(--theme-elevation-500);
  border-radius: 4px; background: var(--theme-input-bg, #fff); color: var(--theme-text); }
`
