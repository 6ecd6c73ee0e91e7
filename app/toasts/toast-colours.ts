// The toasts' text colours (decision 237): the library's rich colours put 13 px text at about
// 4.3:1 on its pale green and red, under WCAG AA's 4.5:1 (axe's colour-contrast finding on every
// page a toast was open on). The same hues, darker, on the library's own backgrounds.

/** The library's light-theme backgrounds these texts sit on (sonner's styles.css). */
export const TOAST_BACKGROUNDS = { success: "hsl(143, 85%, 96%)", error: "hsl(359, 100%, 97%)" } as const;

export const TOAST_TEXT_COLOURS = { "--success-text": "hsl(140, 100%, 20%)", "--error-text": "hsl(360, 100%, 35%)" } as const;
