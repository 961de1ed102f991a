// A stored value's fields. Storage holds whatever an older version or a damaged write left
// there, so each reader takes an object's fields and reads anything else (null, a number, a
// list) as an object with none: every field then falls back to its default.
// The readers the popup loads at open (stats, gameSave, history, prefs, achievements) write
// the same test inline: gzip takes each repeat for almost nothing, and this one function
// shared with them cost the open path 14 to 49 bytes gzipped (measured), against its ceiling.
export const fieldsOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
