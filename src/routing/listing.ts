/**
 * A session's tool listing as registry entries: each listed skill as `skill:<name>` with its
 * description, each suggestable tool name made available (MCP tools; the built-ins listed beside them
 * are no news), each removed one as a removal.
 */
import type { ToolListing } from '../model/events.js';
import { isSuggestable, skillName } from './tool-kinds.js';

export interface ListingEntry {
  name: string;
  added: boolean;
  description?: string;
}

export function listingEntries(listing: Pick<ToolListing, 'skills' | 'tools' | 'removedTools'>): ListingEntry[] {
  const entries: ListingEntry[] = [];
  for (const skill of listing.skills) {
    const name = skillName(skill.name);
    if (isSuggestable(name)) entries.push({ name, added: true, ...(skill.description !== undefined && { description: skill.description }) });
  }
  for (const name of listing.tools) if (isSuggestable(name)) entries.push({ name, added: true });
  for (const name of listing.removedTools) if (isSuggestable(name)) entries.push({ name, added: false });
  return entries;
}
