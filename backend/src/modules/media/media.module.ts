import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { MediaLibrary } from './application/media-library.service.js';
import { ImageProcessor } from './domain/media.js';
import { AdminMediaController } from './http/admin-media.controller.js';
import { TypeOrmMediaRepository } from './infrastructure/media.repository.js';
import { SharpImageProcessor } from './infrastructure/sharp-image-processor.js';
import { MediaRepository } from './application/ports/media.repository.js';

/**
 * The media library: uploads decoded by sharp, originals and square WebP variants in PostgreSQL,
 * variants served at /media/<sha256>-<size>.webp (route registered by the app factory).
 */
@Module({
  imports: [IdentityModule],
  controllers: [AdminMediaController],
  providers: [
    MediaLibrary,
    { provide: MediaRepository, useClass: TypeOrmMediaRepository },
    { provide: ImageProcessor, useClass: SharpImageProcessor },
  ],
  exports: [MediaLibrary],
})
export class MediaModule {}
