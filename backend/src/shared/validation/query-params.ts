import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { stacked } from './stacked.js';
import { toInt, trim } from './transforms.js';

const PAGE_MESSAGE = 'La page doit être un nombre entier supérieur ou égal à 1';

/** `?page=`: optional, a whole number from 1 (1 by default), up to `max` when one is given. */
export function PageParam(max?: number): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ type: Number, minimum: 1, default: 1 }),
    IsOptional(),
    Transform(toInt),
    IsInt({ message: PAGE_MESSAGE }),
    Min(1, { message: PAGE_MESSAGE }),
    ...(max === undefined ? [] : [Max(max, { message: PAGE_MESSAGE })]),
  );
}

/** `?limit=`: optional, a whole number from 1 to `max`; `items` names what is counted ("d'images"). */
export function PageSizeParam(items: string, max: number, defaultSize: number): PropertyDecorator {
  const message = `Le nombre ${items} par page doit être un entier entre 1 et ${max}`;
  return stacked(
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: max, default: defaultSize }),
    IsOptional(),
    Transform(toInt),
    IsInt({ message }),
    Min(1, { message }),
    Max(max, { message }),
  );
}

/** `?search=`: optional words of at most `max` characters, trimmed (or cleaned by `clean`). */
export function SearchParam(
  max: number,
  description: string,
  clean: (params: { value: unknown }) => unknown = trim,
): PropertyDecorator {
  return stacked(
    ApiPropertyOptional({ description }),
    IsOptional(),
    Transform(clean),
    IsString({ message: 'La recherche doit être un texte' }),
    MaxLength(max, { message: `La recherche ne peut pas dépasser ${max} caractères` }),
  );
}
