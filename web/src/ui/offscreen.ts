// Below-the-fold blocks: the browser skips their style, layout and paint until they come near
// the viewport (content-visibility), which keeps the first paint of long pages cheap. The
// estimate is only used until the block has been rendered once ("auto" remembers the real size).
import type { SystemStyleObject } from '@chakra-ui/react';

export const offscreen = (estimatedHeight: string): SystemStyleObject => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto ${estimatedHeight}`,
});
