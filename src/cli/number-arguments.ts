/** Parsers of numeric command-line values, shared by the commands: a bad value is a usage error naming what was expected. */
import { InvalidArgumentError } from 'commander';

/** 0, 1, 2, … */
export function wholeNumber(value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new InvalidArgumentError('expected a whole number');
  return number;
}
