#!/usr/bin/env bash
# Installs what browser tests need when it is missing: Debian's Chromium (test tools
# cannot download their own browser here), CJK fonts (without them every Chinese
# screenshot is empty boxes) and colour emoji (users type them into nicknames and messages).
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
# Read the list first: `fc-list | grep -q` under pipefail fails on SIGPIPE and reinstalls every run.
fonts="$(fc-list 2>/dev/null || true)"
[[ "$fonts" == *'Noto Sans CJK'* ]] || need+=(fonts-noto-cjk)
[[ "$fonts" == *'Noto Color Emoji'* ]] || need+=(fonts-noto-color-emoji)
# The test browsers see only these files (scripts/fonts/fonts.conf, through FONTCONFIG_FILE):
# the exact fonts the packages above install, so other installed fonts change no screenshot.
link_fonts() {
  local dir
  dir="$(dirname "$0")/fonts/files"
  rm -rf "$dir" && mkdir -p "$dir"
  for font in /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc \
    /usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc /usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc \
    /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf; do
    [ -f "$font" ] || { echo "missing $font (fonts-noto-cjk / fonts-noto-color-emoji)" >&2; exit 1; }
    ln -s "$font" "$dir/"
  done
}
if [ ${#need[@]} -gt 0 ]; then
  echo "installing ${need[*]} with apt…"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
  fc-cache -f >/dev/null 2>&1 || true
fi
link_fonts
