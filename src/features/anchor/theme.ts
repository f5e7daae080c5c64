import { lightPageTheme } from '../../ui/lightPageTheme';

/**
 * The rating's night-violet hero over the app's white cards: the title bar takes the hero's top colour so bar and hero
 * are one piece. (The new-anchor board's red hero keeps the app's bar: its first visit has no room for the theme.)
 */
export const ratingTheme = lightPageTheme({ name: 'anchor-rating', bar: '#2E1065' });
