import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RulesResponse } from './rules.response.js';

@ApiTags('règles')
@Controller('rules')
export class RulesController {
  private readonly rules = RulesResponse.current();

  @Get()
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({
    summary: 'Les règles de la boutique que le SPA affiche : fréquences et remise des abonnements, expédition',
  })
  @ApiOkResponse({ type: RulesResponse })
  get(): RulesResponse {
    return this.rules;
  }
}
