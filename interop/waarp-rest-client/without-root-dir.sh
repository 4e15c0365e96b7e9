#!/bin/bash
# Runs COMMAND with the file system as it is, but for one top-level folder that it does not see
# (root only: a private mount namespace and a chroot over bind mounts of every other entry of /).
# Why: Waarp's test scenario creates rule ruleZZ with the work path "/work", and R66 3.6.2 refuses
# an absolute rule path that exists as a folder outside its base directory ("Directory given is
# absolute and exists but must be below Base directory", 400 on POST /rules). On a machine where
# /work exists (this one: the project lives there) the scenario would stop at that call; on the
# machines Waarp's tests run on it does not exist. The real server runs in here, so it answers as
# it does there. Processes started inside keep the namespace alive after this script ends.
# usage: without-root-dir.sh NAME COMMAND [ARG...]      e.g. without-root-dir.sh work bash start.sh ...
# The command runs with / = the new root: give it paths outside /NAME (copy scripts to /tmp first).
set -euo pipefail
NAME=${1:?usage: without-root-dir.sh NAME COMMAND [ARG...]}; shift
[ "$(id -u)" = 0 ] || { echo "without-root-dir.sh needs root (unshare -m, mount, chroot)" >&2; exit 2; }
exec unshare -m --propagation private bash -c '
  set -euo pipefail; NAME=$1; shift
  # The new root lives on a tmpfs mounted over /mnt, in this namespace only; /mnt itself is not bound.
  mount -t tmpfs tmpfs-root /mnt; R=/mnt
  for e in /*; do
    b=${e#/}
    case "$b" in "$NAME"|mnt) continue;; esac
    if [ -L "$e" ]; then cp -P "$e" "$R/$b"
    elif [ -d "$e" ]; then mkdir "$R/$b"; mount --rbind "$e" "$R/$b"
    else touch "$R/$b"; mount --bind "$e" "$R/$b"; fi
  done
  mkdir "$R/mnt"
  cd /; exec chroot "$R" "$@"' without-root-dir "$NAME" "$@"
