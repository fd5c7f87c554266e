import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { stacked } from './stacked.js';
import { nullToEmpty, trim } from './transforms.js';

/** An optional text that may be cleared (null → ''), trimmed, at most `max` characters. */
export function ClearableText(max: number, notText: string, tooLong: string): PropertyDecorator {
  return stacked(
    ApiPropertyOptional(),
    IsOptional(),
    Transform(nullToEmpty),
    IsString({ message: notText }),
    MaxLength(max, { message: tooLong }),
  );
}

/** A trimmed, non-empty text of at most `max` characters (validation only: the caller says if it is optional). */
export function FilledText(max: number, required: string, tooLong: string): PropertyDecorator {
  return stacked(
    Transform(trim),
    IsString({ message: required }),
    IsNotEmpty({ message: required }),
    MaxLength(max, { message: tooLong }),
  );
}
