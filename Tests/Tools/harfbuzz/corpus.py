"""The strings typescale's widths are checked on: kerning pairs, digits, punctuation,
accents, CJK, emoji, spaces, empty and very long text, plus seeded random mixes."""

import random

KERNING = [
    "AV", "To", "Wa", "Yo", "AVATAR", "Type", "Tokyo", "Water", "Yours", "LT", "P.", "F,",
    "Te", "Yes", "We", "Va", "ry", "f.", "T-", "L’", "r,", "v.", "y.", "Ty", "Tr", "AT", "AY",
    "AW", "LY", "Tó", "Vá", "Wö", "‘A’", "“To”", "«Va»", "VAVAVA", "WAVE", "Taj", "Kw", "Av",
    "AVOW", "Fe", "Po", "Ye", "ky", "oy", "TOTAL", "Hello", "Name", "Title", "Label", "Email",
]

DIGITS = [
    "0123456789", "1,234,567.89", "$19.99", "3:45 PM", "100%", "2024-06-10", "+1 (555) 010-9999",
    "11", "1111", "7/7", "0.5", "−42", "€1.299,00", "£7", "¥1000", "12:00", "99+", "1st 2nd 3rd",
    "4×4", "10÷2", "½", "№ 5",
]

PUNCTUATION = [
    "!?.,;:", "“quoted”", "‘single’", "— – -", "(parens) [brackets] {braces}", "@#%&*",
    "…", "«»", "¿¡", "a/b\\c", "x_y", "a|b", "~^`", "<>=", "#hashtag", "e-mail", "well-known",
    "co-operate", "Don’t", "It's", "\"plain\"", "a.b.c", "§¶†‡", "•·", "©®™", "°C",
]

ACCENTS = [
    "café", "naïve", "Ångström", "Zürich", "Ærøskøbing", "São Paulo", "Łódź", "Český Krumlov",
    "İstanbul", "Mañana", "façade", "Đà Nẵng", "Ōsaka", "Reykjavík", "Dvořák", "Gdańsk",
    "Škoda", "Ålesund", "Élysée", "crème brûlée", "Straße", "ĳssel", "Œuvre", "Tōkyō",
    "Ελληνικά", "Русский текст", "Україна", "Ññ Çç Ğğ", "ÀÁÂÃÄÅ", "àáâãäå",
]

CJK = [
    "日本語", "こんにちは", "カタカナ", "中文字体", "한국어", "iPhone 15 の設定", "東京タワー",
    "漢字とかな", "设置", "ありがとう。", "「引用」", "ｶﾀｶﾅ", "第1章", "メールアドレス",
]

EMOJI = [
    "👍", "😀😃", "🇺🇸", "👍🏽", "👨‍👩‍👧", "❤️", "OK 👌", "🎉 Party", "⭐️⭐️⭐️", "☀",
    "🙂 Hi", "a😀b",
]

SPACES = [
    "", " ", "  ", "a b", "a  b", " leading", "trailing ", "a\u00a0b", "thin\u2009space",
    "em\u2003space", "x", "W", "i", "l", "M", "m", ".", "-",
]

SENTENCES = [
    "The quick brown fox jumps over the lazy dog",
    "Pack my box with five dozen liquor jugs.",
    "A rather long item title that wraps",
    "Serial C02X9 · bought in October for six hundred dollars",
    "Settings", "Wi-Fi", "Bluetooth", "Cellular Data", "Personal Hotspot", "Notifications",
    "Do Not Disturb", "Screen Time", "General", "Control Centre", "Display & Brightness",
    "Accessibility", "Wallpaper", "Siri & Search", "Face ID & Passcode", "Emergency SOS",
    "Battery", "Privacy & Security", "App Store", "Wallet & Apple Pay", "Passwords",
    "Cancel", "Done", "Save", "Delete", "Edit", "Back", "Next", "Sign In", "Create Account",
    "Forgot password?", "Terms of Service", "You have 3 unread messages",
]

LONG = [
    ("Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor "
     "incididunt ut labore et dolore magna aliqua. ") * 12,
    "AVAWAYATAVoToWaYo" * 40,
    "日本語のテキスト" * 60,
    "x" * 3000,
]

# Seeded random mixes over every kind of character above.
POOL = sorted(set("".join(KERNING + DIGITS + PUNCTUATION + ACCENTS + CJK[:6] + ["👍😀"])))


def random_strings(count, seed=20240611):
    rng = random.Random(seed)
    strings = []
    for _ in range(count):
        length = rng.randint(1, 40)
        strings.append("".join(rng.choice(POOL) for _ in range(length)))
    return strings


def corpus():
    strings = KERNING + DIGITS + PUNCTUATION + ACCENTS + CJK + EMOJI + SPACES + SENTENCES + LONG
    strings += random_strings(60)
    return strings
