// The detail page's image zoom (spec §9: "Zoom 1 to 5 in 0.5 steps"): pure level arithmetic.

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 0.5;

// Levels are kept as whole half-steps so repeated clicks never drift (0.5 is exact in binary anyway).
const clampZoom = (level: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(level / ZOOM_STEP) * ZOOM_STEP));

export const zoomIn = (level: number): number => clampZoom(clampZoom(level) + ZOOM_STEP);
export const zoomOut = (level: number): number => clampZoom(clampZoom(level) - ZOOM_STEP);

/** "1x", "1.5x", "5x". */
export const formatZoom = (level: number): string => `${clampZoom(level)}x`;
