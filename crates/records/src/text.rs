//! Text encodings: UTF-8 when the bytes are UTF-8, else the legacy encoding
//! whose decoding reads most like a game record.
//!
//! GBK and Big5 share their byte ranges (every Big5 pair is also a GBK
//! pair) and EUC-KR's Hangul block sits inside GBK's, so strict decoding
//! alone cannot tell them apart. Each candidate is scored by how many
//! characters of its own record vocabulary (piece names, directions,
//! results) its decoding holds, less the characters it could not decode.

use encoding_rs::{Encoding, BIG5, EUC_KR, GBK, UTF_16BE, UTF_16LE, UTF_8};

/// The languages a format's text comes in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Family {
    /// GIB: cp949 / EUC-KR.
    Korean,
    /// PGN, DhtmlXQ, CBF: GBK or Big5.
    Chinese,
    /// Anything.
    Any,
}

pub(crate) struct Decoded {
    pub text: String,
    pub encoding: &'static Encoding,
}

/// Characters of Korean records: pieces, sides, tags and results.
const KOREAN_VOCABULARY: &str = "초한차마상사장포졸병대국결과완승점수무부회전일자소림쉼총명제시간기권";
/// Simplified characters of Chinese records.
const SIMPLIFIED_VOCABULARY: &str = "车马炮进退平将帅仕士相象兵卒一二三四五六七八九前后中红黑胜和负对局赛";
/// Traditional characters of Chinese records.
const TRADITIONAL_VOCABULARY: &str = "車馬炮砲進退平將帥仕士相象兵卒一二三四五六七八九前後中紅黑勝和負對局賽";

/// Drops what DOS-era editors and broken transfers leave at the end: 0x1A
/// (end of file), 0xFF and NUL.
pub(crate) fn strip_trailing_junk(bytes: &[u8]) -> &[u8] {
    let mut end = bytes.len();
    while end > 0 && matches!(bytes[end - 1], 0x1A | 0xFF | 0x00) {
        end -= 1;
    }
    &bytes[..end]
}

pub(crate) fn decode(bytes: &[u8], family: Family) -> Decoded {
    // UTF-16 as Windows tools write it, with its byte order mark.
    for (bom, encoding) in [(b"\xFF\xFE", UTF_16LE), (b"\xFE\xFF", UTF_16BE)] {
        if let Some(rest) = bytes.strip_prefix(bom) {
            let (text, _) = encoding.decode_without_bom_handling(rest);
            return Decoded {
                text: text.trim_end_matches(['\u{1A}', '\0']).to_owned(),
                encoding,
            };
        }
    }
    let bytes = strip_trailing_junk(bytes);
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return Decoded {
            text: String::from_utf8_lossy(rest).into_owned(),
            encoding: UTF_8,
        };
    }
    if let Ok(s) = std::str::from_utf8(bytes) {
        return Decoded {
            text: s.to_owned(),
            encoding: UTF_8,
        };
    }
    let candidates: &[&'static Encoding] = match family {
        Family::Korean => &[EUC_KR],
        Family::Chinese => &[GBK, BIG5],
        Family::Any => &[EUC_KR, GBK, BIG5],
    };
    let mut best: Option<(i64, Decoded)> = None;
    for &encoding in candidates {
        let (text, _) = encoding.decode_without_bom_handling(bytes);
        let s = score(&text, encoding);
        if best.as_ref().map_or(true, |(b, _)| s > *b) {
            best = Some((
                s,
                Decoded {
                    text: text.into_owned(),
                    encoding,
                },
            ));
        }
    }
    best.expect("at least one candidate").1
}

fn score(text: &str, encoding: &'static Encoding) -> i64 {
    let vocabulary = if encoding == EUC_KR {
        KOREAN_VOCABULARY
    } else if encoding == BIG5 {
        TRADITIONAL_VOCABULARY
    } else {
        SIMPLIFIED_VOCABULARY
    };
    let mut s = 0i64;
    for c in text.chars() {
        if c == '\u{FFFD}' {
            s -= 8;
        } else if vocabulary.contains(c) {
            s += 2;
        }
    }
    s
}

/// Decodes a fixed text field of a binary format (GBK), stopping at NUL and
/// keeping what decodes.
pub(crate) fn decode_gbk_field(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let (text, _) = GBK.decode_without_bom_handling(&bytes[..end]);
    text.chars()
        .filter(|&c| c != '\u{FFFD}' && !c.is_control())
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Splits text into lines, each without its line ending (`\n`, `\r\n`,
/// lone `\r`s at a line's end are dropped).
pub(crate) fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split('\n').map(|l| l.trim_end_matches('\r'))
}
