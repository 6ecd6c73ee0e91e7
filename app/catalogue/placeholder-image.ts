// spec §8 'Missing image': the picture shown for a tyre without one, on pages and in shared links.
export const PLACEHOLDER_IMAGE = "/images/tyres/placeholder.svg";
