/** Text made safe for HTML content and attribute values (names and rules come from logs). */
export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
