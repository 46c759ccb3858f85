/** How many names a form's picker is given before it searches: a zod-free home, so a first paint may import it. */
export const NAME_OPTIONS_LIMIT = 200;
