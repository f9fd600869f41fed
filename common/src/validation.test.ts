import { describe, expect, it } from 'vitest';
import { listingFormSchema } from './listings.ts';
import { createSavedSearchSchema } from './saved-searches.ts';
import { BIDI_CONTROL_CHARACTERS, BIDI_CONTROL_MESSAGE, CONTROL_CHARACTER_MESSAGE, httpUrl, multiLineText, singleLineText, withoutBidiControls } from './validation.ts';

const CODE_POINTS = BIDI_CONTROL_CHARACTERS.map((character) => `U+${character.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`);

describe('one line of text a person types', () => {
  it('names every bidi control: embeddings, overrides, isolates and the three marks', () => {
    expect(CODE_POINTS).toEqual(['U+202A', 'U+202B', 'U+202C', 'U+202D', 'U+202E', 'U+2066', 'U+2067', 'U+2068', 'U+2069', 'U+200E', 'U+200F', 'U+061C']);
  });

  it.each(BIDI_CONTROL_CHARACTERS.map((character, index) => [CODE_POINTS[index], character]))('refuses %s with a message in plain words', (_name, character) => {
    const result = singleLineText(120).safeParse(`Invoice ${character}exe.fdp`);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([BIDI_CONTROL_MESSAGE]);
  });

  it('refuses a bidi control in a required field, a link and a field with a format of its own, with the same message', () => {
    expect(singleLineText(100, { required: 'Name is required' }).safeParse('\u202eamrahS').error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
    expect(httpUrl.safeParse('https://example.in/\u202efdp.exe').error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
    expect(singleLineText(40).regex(/^\d+$/, 'Digits only').safeParse('12\u200f34').error?.issues[0]?.message).toBe(BIDI_CONTROL_MESSAGE);
  });

  it('still refuses line breaks and other controls with their own message', () => {
    expect(singleLineText(100).safeParse('Priya\nBcc: x@example.com').error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('accepts Arabic, Hebrew, Devanagari and emoji without marks', () => {
    for (const text of ['مطعم الشرق', 'שלום עולם', 'हिन्दी लिस्टिंग', 'Chai ☕ & Co.']) expect(singleLineText(100).parse(text)).toBe(text);
  });
});

describe('the forms', () => {
  // A form validates with the request's own schema, so the message shows under the field that holds the control.
  it('name the field and say what to do: the create-listing form and the save-search dialog', () => {
    const form = {
      title: 'Invoice \u202eexe.fdp', categoryId: '0b5c6b8e-7f1a-4c1e-9d1a-2f3b4c5d6e7f', description: 'A shop', businessType: '', location: 'Pune',
      askingPrice: '100000', revenue: '', profit: '', establishedYear: '', employeesCount: '', reasonForSelling: '', assetsIncluded: ['Oven \u200f'],
      liabilities: '', contactEmail: '', contactPhone: '', websiteUrl: '',
    };
    const issues = listingFormSchema.safeParse(form).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([['title', BIDI_CONTROL_MESSAGE], ['assetsIncluded.0', BIDI_CONTROL_MESSAGE]]);
    const saved = createSavedSearchSchema.safeParse({ name: 'Cafes \u2066x', filters: {} }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(saved).toEqual([['name', BIDI_CONTROL_MESSAGE]]);
  });
});

describe('text of several lines', () => {
  it('keeps bidi controls, which the pages and mails isolate', () => {
    const text = 'First line\nمرحبا \u202bبالعالم\u202c\u200f';
    expect(multiLineText(1000).parse(text)).toBe(text);
  });
});

describe('a line that cannot be isolated', () => {
  it('loses every bidi control', () => {
    expect(withoutBidiControls(`Your listing is live: Invoice ${BIDI_CONTROL_CHARACTERS.join('')}exe.fdp`)).toBe('Your listing is live: Invoice exe.fdp');
  });
});
