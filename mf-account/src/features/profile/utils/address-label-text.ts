const PRESET_LABELS: Record<string, string> = { home: 'Home', work: 'Work' }

/** How a saved label reads: 'home' → 'Home'; a custom label as the customer typed it. */
export function addressLabelText(label: string): string {
  return PRESET_LABELS[label] ?? label
}
