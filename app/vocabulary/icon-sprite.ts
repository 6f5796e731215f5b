/** The id of the hidden <svg> every page draws its icons from: the build writes it in, `<use href>` points at it. */
export const ICON_SPRITE_ID = "icon-sprite";
