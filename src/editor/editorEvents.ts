/** DOM events the editor's keyboard rules send on its element, for the hints around it. */
export const ENTER_BLOCKED_EVENT = 'masthead:enter-blocked';
export const NEW_PARAGRAPH_EVENT = 'masthead:new-paragraph';
