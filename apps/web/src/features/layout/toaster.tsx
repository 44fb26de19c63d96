/** The Toaster as its own chunk (see session-toaster.tsx). */
export { Toaster as default } from '@stepwise/ui';
