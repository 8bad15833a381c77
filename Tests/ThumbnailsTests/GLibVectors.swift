import ImageFiles

/// Paths with the URI and thumbnail name GLib makes for them, the reference every other
/// program's thumbnails are named by. Taken from GLib 2.74.6 (Debian 12's libglib2.0-dev) by a
/// throwaway C program, not kept: for each path, `g_filename_to_uri(path, NULL, &error)` and
/// `g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1)`, printed. Literals here, so the
/// tests need no GLib.
struct GLibVector {
    /// The path's bytes, as the file system holds them (some are not UTF-8).
    let bytes: [UInt8]
    let uri: String
    /// The MD5 of the URI in lowercase hexadecimal: the thumbnail's name without ".png".
    let md5: String

    init(_ path: String, _ uri: String, _ md5: String) {
        (bytes, self.uri, self.md5) = (Array(path.utf8), uri, md5)
    }

    init(bytes: [UInt8], _ uri: String, _ md5: String) {
        (self.bytes, self.uri, self.md5) = (bytes, uri, md5)
    }

    /// The path as Vitrine holds it (`FileSystemPath`).
    var path: String { FileSystemPath.string(fromBytes: bytes) }

    /// "/tmp/" + `name` + ".png".
    static func tmp(_ name: [UInt8]) -> [UInt8] { Array("/tmp/".utf8) + name + Array(".png".utf8) }

    static let all: [GLibVector] = [
        // The standard's own example.
        GLibVector("/home/jens/photos/me.png", "file:///home/jens/photos/me.png", "c6ee772d9e49320e97ec29a7eb5b1697"),
        GLibVector(
            "/home/user/My Photos/a b.jpg", "file:///home/user/My%20Photos/a%20b.jpg",
            "4f57be03a40bc863cab84f789cd95584"
        ),
        GLibVector("/tmp/#hash.png", "file:///tmp/%23hash.png", "c445f77eb8089b53189867bb54db3814"),
        GLibVector("/tmp/100%.png", "file:///tmp/100%25.png", "8a004371214b77f20cdd27a950302c6a"),
        GLibVector("/tmp/what?.png", "file:///tmp/what%3F.png", "77915e8cffc4a22f618e490b430b8b9d"),
        GLibVector("/tmp/a&b.png", "file:///tmp/a&b.png", "d574bad8b5c9f5e51d28914798e3450d"),
        GLibVector("/tmp/a+b.png", "file:///tmp/a+b.png", "47add8880e6504b7c70a9ef26c14498f"),
        GLibVector("/tmp/a=b.png", "file:///tmp/a=b.png", "bbde805f252a0632fcd0d5ce151b74a3"),
        GLibVector("/tmp/a:b.png", "file:///tmp/a:b.png", "3cf4d5c5b3edec09bc54fe2aaefcd6ca"),
        GLibVector("/tmp/a@b.png", "file:///tmp/a@b.png", "d748d16250c4eb5519daef6748c86e17"),
        GLibVector("/tmp/a,b.png", "file:///tmp/a,b.png", "bc1513aa5a61d591dc5464c75028d7cb"),
        GLibVector("/tmp/a;b.png", "file:///tmp/a%3Bb.png", "7c8a8bdbfc284a3fbe6ea93da804f21a"),
        GLibVector("/tmp/a!b.png", "file:///tmp/a!b.png", "4841f1302d172d33497c3566ec0b7b94"),
        GLibVector("/tmp/~user.png", "file:///tmp/~user.png", "0850fda75b49a846b25a30013709f32f"),
        GLibVector("/tmp/a*b.png", "file:///tmp/a*b.png", "42654354bb9b5d4d8ede5401d8b23b71"),
        GLibVector("/tmp/it's.png", "file:///tmp/it's.png", "4fced44318bd9810e9839840b36374f1"),
        GLibVector("/tmp/(x).png", "file:///tmp/(x).png", "69c21749ae4c6710aa5f8774d642f78a"),
        GLibVector("/tmp/[x].png", "file:///tmp/%5Bx%5D.png", "6523a5e975ecde2e0bb2e639f9aee198"),
        GLibVector("/tmp/a$b.png", "file:///tmp/a$b.png", "b16d0be8ea6e37153e0b2e75da4bfc73"),
        GLibVector("/tmp/a\"b<c>d.png", "file:///tmp/a%22b%3Cc%3Ed.png", "1228748525857e109f9ba8a7cdfff1a8"),
        GLibVector(
            "/tmp/a\\b^c`d{e}f|g.png", "file:///tmp/a%5Cb%5Ec%60d%7Be%7Df%7Cg.png", "44ebe698fd232abb77da51f198d3f048"),
        GLibVector("/tmp/tab\there.png", "file:///tmp/tab%09here.png", "65b4fe3938bf7ad97fa5e5304e816023"),
        GLibVector("/tmp/nl\nhere.png", "file:///tmp/nl%0Ahere.png", "0689c7cc3605708044b4f8965c110160"),
        GLibVector("/tmp/del\u{7F}.png", "file:///tmp/del%7F.png", "3aba43369c772fbee030b1c498ebcce0"),
        GLibVector("/tmp/-_.png", "file:///tmp/-_.png", "4c5e49ec8d5f2d05dcb4799e6edbe2c0"),
        // UTF-8: each byte escaped, uppercase hex; composed and decomposed "é" are different files.
        GLibVector("/tmp/caf\u{E9}.png", "file:///tmp/caf%C3%A9.png", "3ca5106e5bec26551ebb51fea11b2173"),
        GLibVector("/tmp/e\u{301}.png", "file:///tmp/e%CC%81.png", "06118455ee2175b3ae592c0d656d9c45"),
        GLibVector("/tmp/日本.png", "file:///tmp/%E6%97%A5%E6%9C%AC.png", "771297b9e8ed0bd871e201eba54e10a6"),
        GLibVector("/tmp/😀.png", "file:///tmp/%F0%9F%98%80.png", "4e0c5173fe39f3dc934cecce3049475e"),
        // Bytes that are not UTF-8 (a Latin-1 name), and UTF-8 of the scalars FileSystemPath
        // borrows to stand for such bytes (U+10FF80): the bytes go into the URI as they are.
        GLibVector(bytes: tmp([0x63, 0x61, 0x66, 0xE9]), "file:///tmp/caf%E9.png", "baa15aa4b50c0205d6b6cfd81769b8d4"),
        GLibVector(bytes: tmp([0xFF, 0xFE]), "file:///tmp/%FF%FE.png", "cb44f29ff78b845f6d773f9a7e530d38"),
        GLibVector(
            bytes: tmp([0xF4, 0x8F, 0xBE, 0x80]), "file:///tmp/%F4%8F%BE%80.png", "21784427b4d19cf7d8f59bfead8038be"),
        // Taken as written: no slash or dot part is tidied away.
        GLibVector("/", "file:///", "03f0716f0d219f8b767d0e5ac6c3da37"),
        GLibVector("/a//b/./c/../d.png", "file:///a//b/./c/../d.png", "da73a0ff8281e56a17b715c8ed1265c1"),
        GLibVector("/tmp/x/", "file:///tmp/x/", "d3783c137ae29b77da6a4d6cda25f038"),
        // Every printable ASCII sign at once.
        GLibVector(
            "/tmp/ALL ASCII !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}~.png",
            "file:///tmp/ALL%20ASCII%20!%22%23$%25&'()*+,-./0123456789:%3B%3C=%3E%3F@%5B%5C%5D%5E_%60%7B%7C%7D~.png",
            "73bdea6d2963778d8f93ce5369bd99db"),
    ]
}
