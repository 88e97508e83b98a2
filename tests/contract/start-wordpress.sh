#!/usr/bin/env bash
# A real WordPress from Debian's packages (wordpress 6.1, apache2, libapache2-mod-php, php-mysql,
# mariadb-server) on 127.0.0.1 only, for tests/contract/wordpress.test.ts.
#
#   eval "$(tests/contract/start-wordpress.sh)"   # installs when missing, starts, prints the WP_CONTRACT_* exports
#   tests/contract/start-wordpress.sh stop        # stops MariaDB and Apache and removes the state folder
#
# WP_CONTRACT_PORT, WP_CONTRACT_STATE and WP_CONTRACT_CONFIG (the /etc/wordpress config name) let two runs
# on one machine keep apart.
#
# Needs root (apt-get, the mysql and www-data users). MariaDB keeps its own datadir and socket, Apache its
# own config; neither system service is used, and apt starts none (policy-rc.d). Progress goes to stderr.
set -euo pipefail
# The caller evals stdout, so only the final export line may reach it: everything else (apache2 -k stop
# prints "httpd (pid N?) not running" on stdout when a stale pid file is left) goes to stderr.
exec 3>&1 1>&2

PORT="${WP_CONTRACT_PORT:-8089}"
STATE="${WP_CONTRACT_STATE:-/tmp/keywright-wordpress}"
CONFIG_NAME="${WP_CONTRACT_CONFIG:-keywright-contract}"
SITE_URL="http://127.0.0.1:${PORT}"
SOCKET="${STATE}/run/mysqld.sock"
PACKAGES=(wordpress apache2 libapache2-mod-php php-mysql php-cli mariadb-server curl)

log() { echo "start-wordpress: $*"; }

stop() {
  if [ -f "${STATE}/apache2.conf" ]; then apache2 -f "${STATE}/apache2.conf" -k stop 2>/dev/null || true; fi
  if [ -f "${STATE}/run/mysqld.pid" ]; then kill "$(cat "${STATE}/run/mysqld.pid")" 2>/dev/null || true; fi
  for _ in $(seq 1 50); do
    [ -S "${SOCKET}" ] || [ -f "${STATE}/run/apache2.pid" ] || break
    sleep 0.2
  done
  rm -rf "${STATE}" "/etc/wordpress/config-${CONFIG_NAME}.php"
}

if [ "${1:-}" = "stop" ]; then
  stop
  log "stopped"
  exit 0
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q '^install ok installed$'; }
missing=()
for package in "${PACKAGES[@]}"; do installed "${package}" || missing+=("${package}"); done
if [ "${#missing[@]}" -gt 0 ]; then
  log "installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

stop # a fresh site every time: the test must not depend on an earlier run
mkdir -p "${STATE}/run" "${STATE}/mysql" "${STATE}/wp-content/uploads" "${STATE}/apache-run"
chown -R mysql:mysql "${STATE}/run" "${STATE}/mysql"
chown -R www-data:www-data "${STATE}/wp-content"
chmod 755 "${STATE}"

log "starting MariaDB on ${SOCKET}"
mariadb-install-db --user=mysql --datadir="${STATE}/mysql" --auth-root-authentication-method=socket \
  --skip-test-db >"${STATE}/mysql-install.log" 2>&1
mariadbd --user=mysql --datadir="${STATE}/mysql" --socket="${SOCKET}" --pid-file="${STATE}/run/mysqld.pid" \
  --skip-networking --log-error="${STATE}/mysqld.log" >/dev/null 2>&1 3>&- &
for _ in $(seq 1 100); do
  mariadb --socket="${SOCKET}" -u root -e 'SELECT 1' >/dev/null 2>&1 && break
  sleep 0.1
done
DB_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
mariadb --socket="${SOCKET}" -u root <<SQL
CREATE DATABASE wordpress_contract;
CREATE USER 'wordpress_contract'@'localhost' IDENTIFIED BY '${DB_PASSWORD}';
GRANT ALL ON wordpress_contract.* TO 'wordpress_contract'@'localhost';
SQL

# Debian's wp-config.php loads /etc/wordpress/config-<WORDPRESS_CONFIG>.php.
cat >"/etc/wordpress/config-${CONFIG_NAME}.php" <<PHP
<?php
define('DB_NAME', 'wordpress_contract');
define('DB_USER', 'wordpress_contract');
define('DB_PASSWORD', '${DB_PASSWORD}');
define('DB_HOST', 'localhost:${SOCKET}');
define('WP_CONTENT_DIR', '${STATE}/wp-content');
define('WP_HOME', '${SITE_URL}');
define('WP_SITEURL', '${SITE_URL}');
// Application passwords need HTTPS, or an environment of type local.
define('WP_ENVIRONMENT_TYPE', 'local');
define('FS_METHOD', 'direct');
PHP
chmod 644 "/etc/wordpress/config-${CONFIG_NAME}.php"

log "starting Apache on 127.0.0.1:${PORT}"
cat >"${STATE}/apache2.conf" <<CONF
ServerRoot /etc/apache2
ServerName 127.0.0.1
Listen 127.0.0.1:${PORT}
PidFile ${STATE}/run/apache2.pid
DefaultRuntimeDir ${STATE}/apache-run
Mutex file:${STATE}/apache-run default
ErrorLog ${STATE}/apache-error.log
User www-data
Group www-data
LoadModule mpm_prefork_module /usr/lib/apache2/modules/mod_mpm_prefork.so
LoadModule authz_core_module /usr/lib/apache2/modules/mod_authz_core.so
LoadModule dir_module /usr/lib/apache2/modules/mod_dir.so
LoadModule mime_module /usr/lib/apache2/modules/mod_mime.so
LoadModule alias_module /usr/lib/apache2/modules/mod_alias.so
LoadModule env_module /usr/lib/apache2/modules/mod_env.so
LoadModule php_module /usr/lib/apache2/modules/libphp8.2.so
TypesConfig /etc/mime.types
DirectoryIndex index.php
SetEnv WORDPRESS_CONFIG ${CONFIG_NAME}
DocumentRoot /usr/share/wordpress
Alias /wp-content ${STATE}/wp-content
<Directory />
  Require all denied
</Directory>
<Directory /usr/share/wordpress>
  Require all granted
</Directory>
<Directory ${STATE}/wp-content>
  Require all granted
</Directory>
<FilesMatch "\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
CONF
# Daemons close fd 3: while any process holds it, the caller's "$(...)" never ends.
apache2 -f "${STATE}/apache2.conf" -k start 3>&-
for _ in $(seq 1 100); do
  curl -s -o /dev/null "${SITE_URL}/wp-login.php" && break
  sleep 0.1
done

log "installing the site"
ADMIN_PASSWORD="$(head -c 18 /dev/urandom | base64 | tr -dc 'A-Za-z0-9')"
curl -sf -o /dev/null "${SITE_URL}/wp-admin/install.php?step=2" \
  --data-urlencode "weblog_title=Keywright contract" --data-urlencode "user_name=admin" \
  --data-urlencode "admin_password=${ADMIN_PASSWORD}" --data-urlencode "admin_password2=${ADMIN_PASSWORD}" \
  --data-urlencode "pw_weak=1" --data-urlencode "admin_email=admin@example.com" --data-urlencode "blog_public=0"

# Application passwords have no REST route without one: create it with WordPress's own PHP API.
APP_PASSWORD="$(cd /usr/share/wordpress && runuser -u www-data -- php -r "
  \$_SERVER['HTTP_HOST'] = '127.0.0.1:${PORT}';
  \$_SERVER['WORDPRESS_CONFIG'] = '${CONFIG_NAME}';
  require '/usr/share/wordpress/wp-load.php';
  [\$password] = WP_Application_Passwords::create_new_application_password(1, ['name' => 'keywright-contract']);
  echo WP_Application_Passwords::chunk_password(\$password);
")"
log "ready at ${SITE_URL}"
printf "export WP_CONTRACT_URL=%q WP_CONTRACT_USER=admin WP_CONTRACT_APP_PASSWORD=%q\n" "${SITE_URL}" "${APP_PASSWORD}" >&3
