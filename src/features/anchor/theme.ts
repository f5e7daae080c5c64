import { lightPageTheme } from '../../ui/pageTheme';

/**
 * The creator centre's coloured heroes over the app's white cards: the title bar takes the hero's top colour so
 * bar and hero are one piece (the rating's night violet, the new-anchor board's festival red).
 */
export const ratingTheme = lightPageTheme({ name: 'anchor-rating', bar: '#2E1065' });
export const newAnchorTheme = lightPageTheme({ name: 'anchor-tasks', bar: '#9E0F37' });
