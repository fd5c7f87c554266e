import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../shared/http/error-response.js';
import { UpdateProfileService } from '../application/update-profile.service.js';
import { pickAccountDetails, type User } from '../domain/user.js';
import { Authenticated, CurrentUser } from './auth.guard.js';
import { ProfileResponse, ProfileUpdateResponse, UpdateProfileDto } from './profile.dto.js';

@ApiTags('utilisateurs')
@Controller('users')
export class UsersController {
  constructor(private readonly updateProfile: UpdateProfileService) {}

  @Get('profile')
  @Authenticated()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Mon profil' })
  @ApiOkResponse({ type: ProfileResponse })
  profile(@CurrentUser() user: User): ProfileResponse {
    return ProfileResponse.from(user);
  }

  @Put('profile')
  @Authenticated()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Modifier mon profil (et mon mot de passe avec currentPassword + newPassword)' })
  @ApiOkResponse({ type: ProfileUpdateResponse })
  @ApiErrors(400, {
    400: 'INVALID_CURRENT_PASSWORD (mot de passe actuel incorrect), PASSWORD_TOO_COMMON',
    409: 'EMAIL_TAKEN : un autre compte a cette adresse',
  })
  async update(@CurrentUser() user: User, @Body() body: UpdateProfileDto): Promise<ProfileUpdateResponse> {
    const result = await this.updateProfile.execute(user.id, {
      ...pickAccountDetails(body),
      currentPassword: body.currentPassword,
      newPassword: body.newPassword || undefined,
    });
    return {
      success: true,
      message: 'Profil mis à jour avec succès',
      user: ProfileResponse.from(result.user),
      ...(result.token ? { token: result.token } : {}),
      ...(result.emailVerificationSent ? { emailVerificationSent: true } : {}),
    };
  }
}
