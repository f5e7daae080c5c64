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
if [ ${#need[@]} -eq 0 ]; then exit 0; fi
echo "installing ${need[*]} with apt…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" fontconfig >/dev/null
fc-cache -f >/dev/null 2>&1 || true
