/**
 * Plain text as a WordPress field that holds HTML: a post or media title, a term name, alt text. WordPress
 * keeps such a field as it is received from a user with `unfiltered_html` (administrators and editors), and
 * themes and `title.rendered` print it unescaped, so `<`, `>` and `&` go as entities and the text shows as
 * written, never as markup. Applied to the keyword's own text each time it is sent, never to what WordPress
 * answers: a re-publish sends the same value again, encoded once.
 */
export const wordPressText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
