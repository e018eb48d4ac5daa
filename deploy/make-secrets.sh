#!/bin/sh
# Makes deploy/secrets/, the files compose.yaml mounts as secrets: random values for the
# database password and the guest-link key, empty files for the optional ones (an empty file
# means "not used"). Never overwrites a file that is there, so it is safe to run again.
#   sh deploy/make-secrets.sh
# Then fill in what you use: stripe_secret_key (sk_live_... or sk_test_...),
# stripe_webhook_secret (whsec_...), smtp_url (smtps://user:password@host:465),
# firebase_service_account (the service account's JSON key file, as it is).
set -eu

dir="$(cd "$(dirname "$0")" && pwd)/secrets"
umask 077
mkdir -p "$dir"

# Hex: safe inside a URL without escaping, and 256 bits.
random_hex() { od -An -tx1 -N32 /dev/urandom | tr -d ' \n'; }

write() {
  if [ -e "$dir/$1" ]; then
    echo "kept    secrets/$1"
    return
  fi
  printf '%s\n' "$2" >"$dir/$1"
  # Readable inside the containers, whose users are not this one (the app runs as uid
  # 1000); the folder itself stays this user's alone.
  chmod 0644 "$dir/$1"
  echo "created secrets/$1"
}

if [ -e "$dir/postgres_password" ]; then
  password="$(cat "$dir/postgres_password")"
else
  password="$(random_hex)"
fi
write postgres_password "$password"
write database_url "postgresql://marketplace:$password@postgres:5432/marketplace"
write guest_link_secret "$(random_hex)"
for name in stripe_secret_key stripe_webhook_secret smtp_url firebase_service_account; do
  write "$name" ""
done
