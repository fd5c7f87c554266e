import { plainToInstance } from 'class-transformer';
import { IsString, MaxLength, validateSync } from 'class-validator';
import { PageParam, PageSizeParam, SearchParam } from './query-params.js';
import { stacked } from './stacked.js';

class Query {
  @PageParam() page?: number;
  @PageParam(10) smallPage?: number;
  @PageSizeParam("d'images", 100, 24) limit?: number;
  @SearchParam(5, 'Mots cherchés') search?: string;
}

class Stacked {
  @MaxLength(2, { message: 'long' })
  @IsString({ message: 'texte' })
  byHand!: unknown;

  @stacked(MaxLength(2, { message: 'long' }), IsString({ message: 'texte' }))
  composed!: unknown;
}

const messages = (plain: object, Type: new () => object = Query) =>
  Object.fromEntries(
    validateSync(plainToInstance(Type, plain)).map((e) => [e.property, Object.values(e.constraints ?? {})]),
  );

describe('shared query parameters', () => {
  it('accepts what is absent and whole numbers within bounds', () => {
    expect(messages({})).toEqual({});
    expect(messages({ page: '3', smallPage: '10', limit: '100', search: ' ab ' })).toEqual({});
    expect(plainToInstance(Query, { page: '3', search: ' ab ' })).toMatchObject({ page: 3, search: 'ab' });
  });

  it('refuses the rest with the French messages', () => {
    expect(messages({ page: '0', smallPage: '11', limit: '101', search: 'abcdef' })).toEqual({
      page: ['La page doit être un nombre entier supérieur ou égal à 1'],
      smallPage: ['La page doit être un nombre entier supérieur ou égal à 1'],
      limit: ["Le nombre d'images par page doit être un entier entre 1 et 100"],
      search: ['La recherche ne peut pas dépasser 5 caractères'],
    });
    // not a number: both the integer and the minimum fail, with one message (the API shows it once)
    expect(new Set(messages({ page: 'abc' }).page)).toEqual(
      new Set(['La page doit être un nombre entier supérieur ou égal à 1']),
    );
  });

  it('stacked decorators report in the order of the same decorators stacked by hand', () => {
    expect(messages({ byHand: 123, composed: 123 }, Stacked)).toEqual({
      byHand: ['texte', 'long'],
      composed: ['texte', 'long'],
    });
  });
});
