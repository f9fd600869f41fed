// Refuses passwords an attacker would try first (ADR 0009): the common/breached list that ships with zxcvbn-ts,
// and anything it scores "very guessable" or worse. Server-side only: the dictionaries are megabytes, and the
// browser bundle has a budget.
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn scores 0–4; 0 and 1 mean fewer than a million guesses, which online guessing reaches. */
const MIN_SCORE = 2;

export const COMMON_PASSWORD_MESSAGE = 'This is one of the most common passwords. Choose one that is harder to guess.';
export const PERSONAL_PASSWORD_MESSAGE = 'Passwords with your name, your email address or BizBazaar in them are easy to guess. Choose another one.';
const WEAK_PASSWORD_ADVICE = 'Add another word or two, or choose a longer password.';

// Measured: with these limits a 128-character password made to be slow is checked in well under 100 ms (the
// defaults take over a second). Characters past 64 are not scored: such a password is strong anyway.
const ANALYSED_LENGTH = 64;
const MAX_L33T_SUBSTITUTIONS = 8;

let estimator: ZxcvbnFactory | undefined;

// Building the ranked dictionaries takes ~0.5 s, so it happens at the first check rather than at start.
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    maxLength: ANALYSED_LENGTH,
    l33tMaxSubstitutions: MAX_L33T_SUBSTITUTIONS,
  });
  return estimator;
}

/** What the account is known by, so "priya@example.com" or "PriyaSharma1" count as guessable. */
export interface PasswordOwner {
  email?: string | undefined;
  fullName?: string | undefined;
}

function userInputsOf({ email, fullName }: PasswordOwner): string[] {
  const localPart = email?.split('@')[0];
  const nameWords = fullName?.split(/\s+/).filter((word) => word.length >= 3) ?? [];
  return ['BizBazaar', email, localPart, fullName, ...nameWords].filter((input): input is string => Boolean(input));
}

const isWholeMatchFrom = (result: ZxcvbnResult, dictionaryName: string) =>
  result.sequence.length === 1 && result.sequence[0]?.pattern === 'dictionary' && 'dictionaryName' in result.sequence[0] && result.sequence[0].dictionaryName === dictionaryName;

const usesUserInput = (result: ZxcvbnResult) => result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'userInputs');

/** A readable reason to refuse the password, or undefined when it is good enough. */
export function findPasswordWeakness(password: string, owner: PasswordOwner = {}): string | undefined {
  const result = getEstimator().check(password, userInputsOf(owner));
  if (isWholeMatchFrom(result, 'passwords-common')) return COMMON_PASSWORD_MESSAGE;
  if (result.score >= MIN_SCORE) return undefined;
  if (usesUserInput(result)) return PERSONAL_PASSWORD_MESSAGE;
  return [result.feedback.warning ?? 'This password is easy to guess.', WEAK_PASSWORD_ADVICE].join(' ');
}
