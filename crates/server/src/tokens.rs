//! Unguessable identifiers: game ids, seat tokens and invite secrets.
//!
//! Seat tokens and invite secrets are 128 random bits from the operating
//! system's generator, written as 32 hex digits. Only their SHA-256 digests
//! are stored, so a copy of the database does not hand out seats.

use sha2::{Digest, Sha256};
use std::fmt::Write;

/// Length of a seat token or an invite secret in hex digits.
pub const TOKEN_LEN: usize = 32;

/// Length of a game id.
pub const GAME_ID_LEN: usize = 12;

const ID_ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";

fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// A fresh 128-bit secret (seat token or invite secret) as 32 hex digits.
#[must_use]
pub fn new_secret() -> String {
    let mut bytes = [0u8; 16];
    rand::fill(&mut bytes);
    hex(&bytes)
}

/// A fresh game id: 12 characters of a 32-letter alphabet (60 bits).
#[must_use]
pub fn new_game_id() -> String {
    let mut bytes = [0u8; GAME_ID_LEN];
    rand::fill(&mut bytes);
    bytes
        .iter()
        .map(|b| ID_ALPHABET[usize::from(b & 31)] as char)
        .collect()
}

/// Whether a string can be a game id (checked before any lookup).
#[must_use]
pub fn is_game_id(s: &str) -> bool {
    s.len() == GAME_ID_LEN && s.bytes().all(|b| ID_ALPHABET.contains(&b))
}

/// The stored form of a secret: its SHA-256 digest in hex.
#[must_use]
pub fn digest(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_fresh_hex() {
        let a = new_secret();
        let b = new_secret();
        assert_eq!(a.len(), TOKEN_LEN);
        assert!(a.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a, b);
    }

    #[test]
    fn game_ids_check() {
        let id = new_game_id();
        assert!(is_game_id(&id), "{id}");
        assert!(!is_game_id("../etc/passwd"));
        assert!(!is_game_id(""));
    }

    #[test]
    fn digest_is_sha256() {
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
