/** The check-in screen's own styles, on top of the desk's (tablet 768 px and desktop 1280 px, phones too). */
export const CHECK_IN_CSS = `
.check-in-nav { display: flex; flex-wrap: wrap; gap: 1rem; margin-bottom: 1rem; }
.check-in-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
.check-in-facts dt { color: var(--theme-elevation-600); }
.check-in-facts dd { margin: 0; }
.check-in-compare { display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); gap: 1rem 2rem; margin: 1rem 0; }
.check-in-photos { margin: 0; }
.check-in-photos figcaption { font-weight: 600; margin-bottom: 0.5rem; }
.check-in-photos ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); gap: 0.75rem; padding: 0; margin: 0; list-style: none; }
.check-in-photos li { display: grid; gap: 0.25rem; }
.check-in-photos img { width: 100%; height: auto; border-radius: 4px; border: 1px solid var(--theme-elevation-150); }
.check-in-nophoto { display: grid; place-items: center; aspect-ratio: 4 / 3; border: 1px dashed var(--theme-elevation-250); border-radius: 4px; }
.check-in-form fieldset { border: 1px solid var(--theme-elevation-150); border-radius: 4px; padding: 0.5rem 1rem 1rem; margin: 1rem 0; }
.check-in-form legend { font-weight: 600; padding: 0 0.25rem; }
.check-in-damage { border-bottom: 1px solid var(--theme-elevation-100); padding-bottom: 0.75rem; }
.check-in-damage input[type='text'] { width: min(24rem, 80vw); }
.check-in-notice { display: flex; gap: 0.5rem; align-items: center; margin: 0.5rem 0 1rem; }
.check-in-error { color: var(--theme-error-500); font-weight: 600; }
:is(.check-in-form, [data-testid='claim-actions']) :focus-visible { outline: 3px solid var(--theme-success-500); outline-offset: 2px; }
`
